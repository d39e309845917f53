# The gateway: nginx serving the built frontend and routing the API (see gateway.conf).
FROM node:20-bookworm-slim AS build
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

FROM nginx:1.27-alpine
COPY deploy/gateway.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
