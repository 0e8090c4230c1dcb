/** Where the proxy keeps its ledger (SQLite): FORMS_DATA_DIR, else var/ in the working directory. */
import { resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../proxy/config.ts';
import { dataDirOf } from '../../../proxy/ledger/data-dir.ts';

test('unset or empty: var/ in the working directory', () => {
  assert.is(dataDirOf({}), resolve(process.cwd(), 'var'));
  assert.is(dataDirOf({ FORMS_DATA_DIR: '  ' }), resolve(process.cwd(), 'var'));
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
