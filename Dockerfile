# The portal's image (docs/deploy.md). Two stages: the build with the whole toolchain, then
# the production dependencies and the built output only, run as a non-root user.
# Not built on the development machine (it has no container daemon and no registry access);
# every step it runs is what scripts/check-production-install.sh runs in CI.

FROM node:24-bookworm-slim AS build
# The build's name in /api/health/ (the context has no .git): docker build --build-arg PORTAL_RELEASE=$(git describe --always)
ARG PORTAL_RELEASE=unknown
WORKDIR /portal
COPY . .
RUN npm ci --no-audit --no-fund && PORTAL_RELEASE=$PORTAL_RELEASE npm run build

FROM node:24-bookworm-slim
ENV PORTAL_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/var/lib/portal NODE_OPTIONS=--enable-source-maps
WORKDIR /portal
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /portal/apps/server/dist apps/server/dist
COPY --from=build /portal/apps/web/dist apps/web/dist
COPY --from=build /portal/apps/web/dist-server apps/web/dist-server
# Owner-only: the portal refuses a data directory another account can write.
RUN install -d -m 700 -o node -g node /var/lib/portal
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:8080/api/health/').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/server/dist/main.mjs"]
