# Khela api/worker image: one image, the role comes from ROLE (api, worker or all). See docker-compose.yml.
# The full image has python3, make and g++, should argon2 need compiling from source (see below).
FROM node:24-bookworm AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused until package-lock.json changes.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/web-kit/package.json libs/web-kit/
COPY api/package.json api/
COPY web-player/package.json web-player/
COPY web-backoffice/package.json web-backoffice/
# Install scripts stay off (as package.json allowScripts says on the dev machines) except argon2's: it keeps the
# prebuilt binary when it loads and compiles from source when it does not (as it did on Node 20 on our machines).
RUN npm ci --ignore-scripts && npm rebuild argon2
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web-player/package.json web-player/
COPY --from=build /app/web-player/dist web-player/dist
COPY --from=build /app/web-backoffice/package.json web-backoffice/
COPY --from=build /app/web-backoffice/dist web-backoffice/dist
# Uploaded and generated files (STORAGE_DIR); a volume is mounted here. Owned by `node` so the image runs unprivileged.
RUN mkdir -p .data/storage && chown -R node:node .data
USER node
EXPOSE 3000
CMD ["node", "api/dist/api/src/main.js"]
