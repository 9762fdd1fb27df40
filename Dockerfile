# Northmill website container: the same steps as the documented deployment
# (npm install, npm run build, npm run serve), on the official Node 24
# slim image, running as the unprivileged `node` user.
# No Docker engine runs on the development and CI machines: CI does not build
# this image. See docs/deploy.md ("Containers").
#
#   docker build -t northmill .    (SITE_URL goes in the env file: it is read at start)
#   docker run -d --name northmill --env-file /etc/northmill/northmill.env \
#     -p 127.0.0.1:4321:4321 -v northmill-data:/app/data northmill

# ---- build: install everything, build the Astro server, drop dev packages
FROM node:24-slim AS build
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1 NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
# npm install, not npm ci: the lockfile is made on linux-x64 and lacks other
# platforms' optional packages (esbuild, rollup, lightningcss, sharp, ...).
RUN npm install
COPY . .
RUN npm run build
# dist/server/start.mjs needs only production dependencies (zod, pino, kysely,
# pg, nodemailer, compression) and the build's externals (astro, react, ...).
RUN npm prune --omit=dev

# ---- runtime: the build, the maintenance scripts' sources, production deps
FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=4321 \
    DATA_DIR=/app/data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The server runs from dist/server/start.mjs (src/server-entry.ts, built with the app);
# scripts/ and src/ are for the maintenance scripts (db:backup, db:copy, ...),
# which run with Node 24's type stripping.
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/src ./src
# The SQLite database (site.db) and db:backup's backups/ live here. Created
# before VOLUME so a new named volume inherits the node user's ownership.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 4321
# 200 only when the app can query its database (see src/pages/healthz.ts).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4321) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server handles SIGTERM itself: finishes in-flight requests, closes the database.
STOPSIGNAL SIGTERM
# MALLOC_ARENA_MAX and MALLOC_TRIM_THRESHOLD_ above: see scripts/build-server-entry.ts (idle memory).
CMD ["node", "dist/server/start.mjs"]
