// The arguments of every script, read with node:util parseArgs: an unknown option, a missing value or a stray
// argument is one line on stderr with the usage, and exit code 2 (no stack trace).
import { parseArgs } from 'node:util';

/**
 * @template {import('node:util').ParseArgsConfig['options']} Options
 * @param {{ name: string, usage: string, options: Options, allowPositionals?: boolean, args?: string[] }} config
 *   `name` starts the error line; `args` defaults to this process's arguments. A leading '--' is dropped:
 *   `pnpm <script> -- --runs 9` hands it through.
 */
export function parseCommandLine({ name, usage, options, allowPositionals = false, args = process.argv.slice(2) }) {
  const given = args[0] === '--' ? args.slice(1) : args;
  try {
    return parseArgs({ args: given, options, allowPositionals, strict: true });
  } catch (error) {
    return commandLineError(name, usage, error instanceof Error ? error.message : String(error));
  }
}

/**
 * Ends the process with one line: what is wrong with the arguments, and the usage.
 * @param {string} name
 * @param {string} usage
 * @param {string} problem
 * @returns {never}
 */
export function commandLineError(name, usage, problem) {
  // parseArgs's own message for an unknown option runs on with a hint about '--'; its first sentence says it.
  const reason = problem.split(/(?<=\.) /)[0]?.replace(/\.$/, '') ?? problem;
  console.error(`${name}: ${reason}. Usage: ${usage}`);
  process.exit(2);
}
