import { EventStoreDBClient } from '@eventstore/db-client';
import { ConfigError, loadConfig, requireSettings } from './config';
import { paymentProviderName } from './adapters';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('configuration', () => {
  it('has working defaults for the standalone shop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      DATA_DIR: './data',
      DEMO_DATA: true,
      SESSION_TTL_HOURS: 168,
      COOKIE_SECURE: 'auto',
    });
    expect(config.PORT).toBeUndefined();
    expect(config.EVENTSTORE_URL).toBeUndefined();
    // A standby takes the projections over within this and a quarter of it (lease.test.ts): under 3 s.
    expect(config.PROJECTION_LEASE_TTL).toBe(2_000);
  });

  it('parses numbers and booleans from text', () => {
    expect(loadConfig({ PORT: '9000', DEMO_DATA: 'false', TRUST_PROXY: '1' })).toMatchObject({
      PORT: 9000,
      DEMO_DATA: false,
      TRUST_PROXY: 1,
    });
  });

  it('reads KurrentDB connection strings as the client understands them', () => {
    expect(loadConfig({ EVENTSTORE_URL: 'kurrentdb://db:2113?tls=false' }).EVENTSTORE_URL).toBe(
      'esdb://db:2113?tls=false',
    );
    expect(loadConfig({ EVENTSTORE_URL: 'kdb+discover://a:2113,b:2113' }).EVENTSTORE_URL).toBe(
      'esdb+discover://a:2113,b:2113',
    );
    expect(loadConfig({ EVENTSTORE_URL: 'esdb://db:2113' }).EVENTSTORE_URL).toBe('esdb://db:2113');
    for (const url of ['kurrentdb://db:2113?tls=false', 'kdb://db:2113']) {
      expect(() =>
        EventStoreDBClient.connectionString(loadConfig({ EVENTSTORE_URL: url }).EVENTSTORE_URL!),
      ).not.toThrow();
    }
  });

  it('takes TRUST_PROXY as hops or proxy addresses, never as every hop', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
    expect(problems({ TRUST_PROXY: 'gateway' })[0]).toMatch(/^TRUST_PROXY: expected false, a number of proxy hops/);
  });

  it('names the variable and what it expects when a value is bad', () => {
    expect(problems({ PORT: 'eighty' })).toEqual([
      expect.stringMatching(/^PORT: expected a port number \(got "eighty"\)/),
    ]);
    expect(problems({ MONGO_URL: 'localhost:27017' })[0]).toMatch(
      /^MONGO_URL: expected a URL starting with mongodb:\/\//,
    );
    expect(problems({ SESSION_SECRET: 'short' })[0]).toMatch(/^SESSION_SECRET: expected at least 32 characters/);
    expect(problems({ DEMO_DATA: 'maybe' })[0]).toMatch(/^DEMO_DATA: expected true or false/);
  });

  it('wants the admin e-mail and password together', () => {
    expect(problems({ ADMIN_EMAIL: 'a@b.vn' })).toEqual(['ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither']);
  });

  it('reads the payment timeout in minutes or with a unit, 15 minutes by default', () => {
    expect(loadConfig({}).ORDER_PAYMENT_TIMEOUT).toBe(15 * 60_000);
    expect(loadConfig({ ORDER_PAYMENT_TIMEOUT: '30' }).ORDER_PAYMENT_TIMEOUT).toBe(30 * 60_000);
    expect(loadConfig({ ORDER_PAYMENT_TIMEOUT: '90s' }).ORDER_PAYMENT_TIMEOUT).toBe(90_000);
    expect(loadConfig({ ORDER_PAYMENT_TIMEOUT: '2h' }).ORDER_PAYMENT_TIMEOUT).toBe(7_200_000);
    expect(problems({ ORDER_PAYMENT_TIMEOUT: 'soon' })[0]).toMatch(/^ORDER_PAYMENT_TIMEOUT: expected minutes/);
    expect(problems({ ORDER_PAYMENT_TIMEOUT: '10ms' })[0]).toMatch(/at least 1s/);
  });

  it('picks PayPal only with both credentials, and says what is missing', () => {
    expect(paymentProviderName(loadConfig({}))).toBe('sandbox');
    const paypal = loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(paymentProviderName(paypal)).toBe('paypal');
    expect(paypal.PAYPAL_MODE).toBe('sandbox');
    expect(paymentProviderName({ ...paypal, PAYMENT_PROVIDER: 'sandbox' })).toBe('sandbox');
    expect(problems({ PAYPAL_CLIENT_ID: 'id' })).toEqual([
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither',
    ]);
    expect(problems({ PAYMENT_PROVIDER: 'paypal' })).toEqual([
      'PAYMENT_PROVIDER=paypal: needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    ]);
    expect(problems({ PAYPAL_MODE: 'test' })[0]).toMatch(/^PAYPAL_MODE: expected sandbox or live/);
  });

  it("reads the chat assistant's settings: a model needs its name, the wait defaults to 5 s", () => {
    const defaults = loadConfig({});
    expect(defaults.CHAT_QUESTIONS_PER_MINUTE).toBe(20);
    expect(defaults.CHAT_LLM_TIMEOUT).toBe(5000);
    expect(defaults.CHAT_LLM_URL).toBeUndefined();
    const model = loadConfig({ CHAT_LLM_URL: 'https://llm.example/v1', CHAT_LLM_MODEL: 'm', CHAT_LLM_TIMEOUT: '3s' });
    expect(model.CHAT_LLM_TIMEOUT).toBe(3000);
    expect(problems({ CHAT_LLM_URL: 'https://llm.example/v1' })).toEqual([
      'CHAT_LLM_URL: needs CHAT_LLM_MODEL, the model to ask',
    ]);
    expect(problems({ CHAT_LLM_URL: 'llm.example' })[0]).toMatch(/^CHAT_LLM_URL: expected a URL/);
    expect(problems({ CHAT_QUESTIONS_PER_MINUTE: '0' })[0]).toMatch(
      /^CHAT_QUESTIONS_PER_MINUTE: expected a whole number/,
    );
  });

  it("reads the HTTP server's timeouts: 20 s for the head, 60 s for the whole request, 5 s idle", () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT: 20_000,
      HTTP_REQUEST_TIMEOUT: 60_000,
      HTTP_KEEP_ALIVE_TIMEOUT: 5_000,
    });
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT: '1s', HTTP_REQUEST_TIMEOUT: '2m' })).toMatchObject({
      HTTP_HEADERS_TIMEOUT: 1000,
      HTTP_REQUEST_TIMEOUT: 120_000,
    });
    // Node refuses a server whose head may take longer than the whole request.
    expect(problems({ HTTP_HEADERS_TIMEOUT: '90s' })).toEqual([
      'HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT (the whole request)',
    ]);
    expect(problems({ HTTP_REQUEST_TIMEOUT: '0' })[0]).toMatch(/^HTTP_REQUEST_TIMEOUT: expected minutes/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBeUndefined();
  });

  it('says which settings a service started on its own needs', () => {
    expect(() => requireSettings(loadConfig({}), 'the workers', ['EVENTSTORE_URL', 'MONGO_URL'])).toThrow(
      /EVENTSTORE_URL: required to start the workers on its own[\s\S]*MONGO_URL: required/,
    );
  });
});
