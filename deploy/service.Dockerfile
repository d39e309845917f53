# One image for the three services; SERVICE is the folder of the one that runs:
# command-service, query-service or workers.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY domain/package.json domain/
COPY demo/package.json demo/
COPY infrastructure/package.json infrastructure/
COPY command-service/package.json command-service/
COPY query-service/package.json query-service/
COPY workers/package.json workers/
COPY standalone/package.json standalone/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev

# The storefront built as the gateway builds it: the query service renders the shop's pages with
# its server bundle (frontend/dist-ssr) and links their scripts from the app's manifest (frontend/dist).
FROM node:20-bookworm-slim AS frontend
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY contracts contracts
COPY domain/package.json domain/
COPY demo/package.json demo/
COPY frontend frontend
COPY e2e/package.json e2e/
COPY infrastructure/package.json infrastructure/
COPY command-service/package.json command-service/
COPY query-service/package.json query-service/
COPY workers/package.json workers/
COPY standalone/package.json standalone/
RUN npm ci --workspace @tavico/frontend --include-workspace-root=false \
  && npm run build --workspace @tavico/frontend

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.base.json ./
COPY contracts contracts
COPY domain domain
COPY demo demo
COPY infrastructure infrastructure
COPY command-service command-service
COPY query-service query-service
COPY workers workers
COPY --from=frontend /app/frontend/dist frontend/dist
COPY --from=frontend /app/frontend/dist-ssr frontend/dist-ssr
ARG SERVICE=command-service
ENV SERVICE=${SERVICE}
# The shared uploads volume takes this folder's owner when Docker first creates it.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
CMD ["sh", "-c", "exec node --import tsx ${SERVICE}/src/main.ts"]
