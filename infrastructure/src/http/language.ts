import type { Request, RequestHandler, Response } from 'express';
import { isMessage, requestLang, say, type Lang } from '@tavico/contracts';

/** The language a request asks for (decisions §32), read once per request. */
export function langOf(req: Request, res: Response): Lang {
  const known = res.locals.lang as Lang | undefined;
  if (known) return known;
  const query = typeof req.query?.lang === 'string' ? req.query.lang : undefined;
  const lang = requestLang({
    cookie: req.headers.cookie,
    query,
    acceptLanguage: req.headers['accept-language'],
  });
  res.locals.lang = lang;
  return lang;
}

/**
 * Every answer's `message` said in the request's language: routes and the error handler answer
 * messages (a key and its values), and this is the one place they become words. Answers that
 * carry no message pass untouched.
 */
export function requestLanguage(): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => {
      if (body && typeof body === 'object' && 'message' in body && isMessage(body.message))
        return json({ ...body, message: say(langOf(req, res), body.message) });
      return json(body);
    };
    next();
  };
}
