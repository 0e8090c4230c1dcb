/** Where the proxy keeps its ledger (SQLite): FORMS_DATA_DIR, else systemd's STATE_DIRECTORY, else var/ in the working directory. */
import { resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../proxy/config.ts';
import { dataDirOf } from '../../../proxy/ledger/data-dir.ts';

test('unset or empty: var/ in the working directory', () => {
  assert.is(dataDirOf({}), resolve(process.cwd(), 'var'));
  assert.is(dataDirOf({ FORMS_DATA_DIR: '  ' }), resolve(process.cwd(), 'var'));
});

test("under systemd, unset or empty: the unit's state folder (STATE_DIRECTORY, its first folder)", () => {
  assert.is(dataDirOf({ STATE_DIRECTORY: '/var/lib/forms' }), '/var/lib/forms');
  assert.is(dataDirOf({ FORMS_DATA_DIR: '', STATE_DIRECTORY: '/var/lib/forms:/var/lib/other' }), '/var/lib/forms');
  assert.is(dataDirOf({ FORMS_DATA_DIR: '/srv/forms-data', STATE_DIRECTORY: '/var/lib/forms' }), '/srv/forms-data', 'FORMS_DATA_DIR wins');
});

test('set: that folder, made absolute against the working directory', () => {
  assert.is(dataDirOf({ FORMS_DATA_DIR: '/srv/forms-data' }), '/srv/forms-data');
  assert.is(dataDirOf({ FORMS_DATA_DIR: 'data/proxy' }), resolve(process.cwd(), 'data/proxy'));
});

test('the proxy configuration carries it', () => {
  assert.is(loadConfig({ FORMS_DATA_DIR: '/srv/forms-data' }, []).dataDir, '/srv/forms-data');
  assert.is(loadConfig({}, []).dataDir, resolve(process.cwd(), 'var'));
});

test.run();
