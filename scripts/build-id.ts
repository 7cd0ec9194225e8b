import { execFileSync } from 'node:child_process';

/**
 * The build id: `BUILD_ID` from the environment (tests build two versions of the app this way),
 * else the commit plus the build time, so two builds of one commit with local changes differ.
 */
export function resolveBuildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let commit = 'dev';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout (e.g. an unpacked release): the time alone still tells builds apart.
  }
  return `${commit}-${Date.now().toString(36)}`;
}
