# One static web server per front-end app, so each team deploys its remote alone:
#   docker build -f docker/web.Dockerfile --build-arg APP=mfe-auth -t lantern-mfe-auth .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w packages/mf-config \
 && npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
COPY docker/nginx-${APP}.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
HEALTHCHECK --interval=15s --timeout=3s CMD wget -qO- http://127.0.0.1/ >/dev/null || exit 1
