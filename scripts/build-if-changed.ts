// `npm start`: runs `astro build` only when the sources changed since the last
// build (scripts/build-stamp.ts says what is compared), then exits for
// `npm run serve` to start the server.
import { spawnSync } from 'node:child_process';
import { buildIsCurrent } from './build-stamp.ts';

if (buildIsCurrent()) {
  console.log('dist/ matches the sources (build stamp): not rebuilding.');
} else {
  console.log('Sources changed since the last build (or no build yet): running astro build.');
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
