# syntax=docker/dockerfile:1
# One image for every role of a deployment (docs/deploy.md, decision 0226): `npm run serve` (API and web app,
# the default command), `npm run serve:worker` (mirror scheduler, jobs, delivery) and `npm run migrate`.
# NODE_IMAGE: a Node 24 image on Debian (glibc, for sharp's prebuilt binaries). Where no registry is reachable,
# scripts/container/base-image.sh makes a local one: --build-arg NODE_IMAGE=localhost/node:24-local.
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspace manifests alone, so the dependency layers are rebuilt only when a manifest or the lockfile changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
ENV npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/simulator/package.json apps/simulator/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# The web app (Vite) and the server (esbuild, scripts/build-server.ts), with every development dependency.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What production runs on: the server's and the shared package's dependencies, installed on the image's own
# libc, so sharp's binary is the one for it.
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace @teewatch/server --no-audit --no-fund --cache /tmp/npm-cache && rm -rf /tmp/npm-cache

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    npm_config_update_notifier=false
WORKDIR /app
RUN groupadd --gid 10001 teewatch \
 && useradd --uid 10001 --gid teewatch --create-home --home-dir /home/teewatch --shell /usr/sbin/nologin teewatch \
 && mkdir -p /data && chown teewatch:teewatch /data
COPY --from=production-dependencies /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# Fails the build when sharp has no binary for this platform and libc, instead of the first image upload.
RUN node -e "import('sharp').then((m) => console.log('sharp', m.default.versions.sharp, 'libvips', m.default.versions.vips))"
USER teewatch
EXPOSE 3000
# The web role's readiness probe; compose.yaml gives the worker its own (on its health port).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "run", "serve"]
