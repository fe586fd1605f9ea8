# syntax=docker/dockerfile:1.7
# A remote (clinical, logistics or admin: one image each, from this one file with REMOTE=name).
# At start it publishes its build into the shared `remotes` volume as
# /srv/remotes/<name>/<version>/ beside the versions already there, then serves its folder (with
# CORS, for an environment that loads it by full URL). The host serves the same volume.
#   docker build -f docker/remote.Dockerfile --build-arg REMOTE=clinical [--build-arg REMOTE_VERSION=1.4.0] -t lab-remote-clinical .
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG REMOTE
ARG REMOTE_VERSION=
RUN test -n "$REMOTE" || (echo "--build-arg REMOTE=clinical|logistics|admin is required" && exit 1)
RUN npm install -g pnpm@12.21.0
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc tsconfig.base.json ./
COPY shared/package.json shared/
COPY remote-${REMOTE}/package.json remote-${REMOTE}/
RUN pnpm install --frozen-lockfile --filter "remote-${REMOTE}..."
COPY scripts/webpack scripts/webpack
COPY shared shared
COPY remote-${REMOTE} remote-${REMOTE}
RUN REMOTE_VERSION="${REMOTE_VERSION}" pnpm --filter "remote-${REMOTE}" build

FROM ${NODE_IMAGE}
ARG REMOTE
ARG REMOTE_VERSION=
ENV NODE_ENV=production REMOTE=${REMOTE} REMOTE_VERSION=${REMOTE_VERSION} REMOTES_DIR=/srv/remotes
WORKDIR /app
COPY scripts/serve-static.mjs scripts/
COPY scripts/prod scripts/prod
COPY remote-clinical/package.json remote-clinical/
COPY remote-logistics/package.json remote-logistics/
COPY remote-admin/package.json remote-admin/
COPY --from=build /app/remote-${REMOTE}/dist /app/dist
RUN mkdir -p /srv/remotes && chown node:node /srv/remotes
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["sh", "-c", "node -e \"fetch('http://127.0.0.1:8080/' + (process.env.REMOTE_VERSION || require('/app/remote-' + process.env.REMOTE + '/package.json').version) + '/mf-manifest.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))\""]
CMD ["sh", "-c", "node scripts/prod/publish-remotes.mjs --only \"$REMOTE\" --dist /app/dist --dir \"$REMOTES_DIR\" ${REMOTE_VERSION:+--version \"$REMOTE_VERSION\"} && exec node scripts/serve-static.mjs --dir \"$REMOTES_DIR/$REMOTE\" --port 8080 --host 0.0.0.0 --cors --production"]
