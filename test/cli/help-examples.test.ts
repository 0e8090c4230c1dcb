/**
 * `forms --help` and every command's help end with two or three examples, each a `forms` line of that
 * command; a command without examples stops the command line from starting (`addHelpExamples`).
 */
import { Command } from 'commander';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addHelpExamples } from '../../cli/help-examples.ts';
import { runCli } from './helpers/run-cli.ts';

/** The command names a help text lists under `Commands:` (without commander's own `help`). */
function commandsIn(help: string): string[] {
  const section = help.split('\nCommands:\n')[1]?.split('\n\n')[0] ?? '';
  return [...section.matchAll(/^ {2}([a-z][a-z0-9-]*)/gm)].map((match) => match[1]!).filter((name) => name !== 'help');
}

/** The example lines that end `help`, after its last `Examples:` line; fails the test if there are none. */
function endingExamples(help: string, path: string): string[] {
  const [, tail] = help.split('\nExamples:\n');
  assert.ok(tail !== undefined, `forms ${path} --help has no examples:\n${help}`);
  const lines = tail!.trimEnd().split('\n');
  for (const line of lines) assert.match(line, /^ {2}\$ forms /, `forms ${path} --help ends with examples only`);
  return lines.map((line) => line.slice('  $ '.length));
}

test('forms --help and the help of every command and sub-command end with two or three examples of it', () => {
  const checked: string[] = [];
  const visit = (path: string[]) => {
    const result = runCli([...path, '--help']);
    assert.is(result.status, 0, result.stderr);
    const examples = endingExamples(result.stdout, path.join(' '));
    assert.ok(examples.length >= 2 && examples.length <= 3, `forms ${path.join(' ')}: ${examples.length} examples`);
    for (const example of examples) assert.ok(example.startsWith(['forms', ...path].join(' ')), example);
    checked.push(path.join(' '));
    for (const name of commandsIn(result.stdout)) visit([...path, name]);
  };
  visit([]);
  assert.ok(checked.includes('orders export') && checked.includes('prices set') && checked.includes('serve'), checked.join(', '));
});

test('a command without examples is refused, by name', () => {
  const program = new Command('forms');
  program.command('build');
  program.command('shiny-new');
  assert.throws(() => addHelpExamples(program), /forms shiny-new has no help examples/);
});

test.run();
