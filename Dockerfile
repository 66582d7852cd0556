# One image for the api (which serves the web app), the projector and the operator CLI.
# deploy/docker-image.int.spec.ts builds this file's stages without Docker: keep COPY and RUN plain.

FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json tsconfig.json tsconfig.base.json nest-cli.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/event-store/package.json libs/event-store/
COPY libs/read-store/package.json libs/read-store/
COPY libs/observability/package.json libs/observability/
COPY apps/api/package.json apps/api/
COPY apps/projector/package.json apps/projector/
COPY apps/web/package.json apps/web/
# `npm ci` fails against registries that omit other platforms' optional packages; install honours the lockfile.
RUN npm install --no-audit --no-fund
COPY libs libs
COPY apps apps
RUN npm run build && npm prune --omit=dev --no-audit --no-fund
# Test helpers, contract suites and benchmarks are compiled beside the code: none ships.
RUN find libs/*/dist apps/*/dist \( -name testing -o -name contract -o -name bench -o -name '*.contract.*' -o -name '*.spec.*' \) -prune -exec rm -rf {} +

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/event-store/package.json libs/event-store/
COPY --from=build /app/libs/event-store/dist libs/event-store/dist
COPY --from=build /app/libs/read-store/package.json libs/read-store/
COPY --from=build /app/libs/read-store/dist libs/read-store/dist
COPY --from=build /app/libs/observability/package.json libs/observability/
COPY --from=build /app/libs/observability/dist libs/observability/dist
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/projector/package.json apps/projector/
COPY --from=build /app/apps/projector/dist apps/projector/dist
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --retries=20 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--no-memory-reducer-favors-memory", "--heap-growing-percent=100", "apps/api/dist/main.js"]
