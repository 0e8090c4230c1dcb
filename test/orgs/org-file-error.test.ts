import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, OrgFileError, type OrgProblem } from '../../orgs/org-file-error.ts';

const problems: OrgProblem[] = [
  { file: 'orgs/a.yaml', line: 12, col: 7, path: '/forms/0/currencies/2', message: 'must be equal to one of the allowed values: PKR, USD' },
  { file: 'orgs/b.yaml', line: 3, col: 1, path: '/', message: "must have required property 'id'" },
];

test('formatProblem writes file:line:col path message', () => {
  assert.is(formatProblem(problems[0]!), 'orgs/a.yaml:12:7 /forms/0/currencies/2 must be equal to one of the allowed values: PKR, USD');
});

test('OrgFileError gives one line per problem and joins them as its message', () => {
  const error = new OrgFileError(problems);
  assert.equal(error.lines(), [
    'orgs/a.yaml:12:7 /forms/0/currencies/2 must be equal to one of the allowed values: PKR, USD',
    "orgs/b.yaml:3:1 / must have required property 'id'",
  ]);
  assert.is(error.message, error.lines().join('\n'));
  assert.is(error.name, 'OrgFileError');
  assert.ok(!error.message.startsWith('Error'));
});

test.run();
