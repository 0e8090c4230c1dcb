/**
 * The nginx `location` blocks that serve a built folder (`forms build --out <folder>`: one folder per org)
 * on one server, each file with the headers of its org's `_headers` rule, as Netlify and Cloudflare Pages
 * would send them. nginx reads no `_headers` file, and an `add_header` in a location replaces every
 * `add_header` of the server (https://nginx.org/en/docs/http/ngx_http_headers_module.html#add_header),
 * so each location carries all its headers, with `always` so a 304 or 404 carries them too:
 * - an exact rule ('/x/', '/x/index.html', '/robots.txt') becomes `location = <path>` with `root` its
 *   org's folder; '/x/' reaches '/x/index.html' through nginx's index, an internal redirect to the
 *   location of that path, which is why both have a rule; '/x' redirects to '/x/';
 * - a rule ending in '/*' ('/assets/*') becomes one `location ^~ /assets/` for every org, rooted at the
 *   built folder, whose `try_files` looks in each org's folder in turn: asset names carry a hash of
 *   their contents, so a name two orgs share means the same bytes.
 * The precompressed `.br`/`.gz` copies are sent by `gzip_static`/`brotli_static` of the server block
 * (`proxy/deploy/nginx/forms.conf`), which apply in these locations too.
 */
import { BuildError } from './build-error.ts';
import type { HeadersRule } from './headers-rules.ts';
import { type FileHeaders, sameHeaders } from './page-headers.ts';

/** One org's `_headers` rules. */
export interface OrgRules {
  /** The org's id: the name of its folder under the built folder. */
  org: string;
  rules: readonly HeadersRule[];
}

/** URL paths written into the config unquoted: no space, quote, brace, semicolon or `$`. */
const SAFE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

/** Org folder names written into `try_files` unquoted. */
const SAFE_FOLDER = /^[A-Za-z0-9._~-]+$/;

/** `text` as an nginx double-quoted string. nginx has no escape for `$` (a variable), so it is refused. */
function quoted(text: string, what: string): string {
  if (text.includes('$')) throw new BuildError(`${what} contains "$", which nginx would read as a variable: ${text}`);
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

function headerLines(headers: FileHeaders, what: string): string[] {
  return Object.entries(headers).map(([name, value]) => `    add_header ${name} ${quoted(value, `${what}: ${name}`)} always;`);
}

/** Checks `path` can be written into a location unquoted. */
function checkedPath(path: string, org: string): string {
  if (!SAFE_PATH.test(path)) {
    throw new BuildError(`${org}/_headers has the path ${path}, which is not a plain URL path nginx can serve`);
  }
  return path;
}

/**
 * The include file's text: a comment naming `siteFolder` (the absolute path of the built folder on the
 * nginx server), then the blocks for `orgs` in their order, exact rules first.
 * @throws BuildError when two orgs have the same exact path (one server cannot send both; serve them
 * from separate server blocks), when they give one '/*' rule different headers, or when a path or
 * value cannot be written into nginx's configuration.
 */
export function nginxLocations(siteFolder: string, orgs: readonly OrgRules[]): string {
  const exact = new Map<string, { org: string; headers: FileHeaders }>();
  const prefixes = new Map<string, { orgs: string[]; headers: FileHeaders }>();
  for (const { org, rules } of orgs) {
    if (!SAFE_FOLDER.test(org)) throw new BuildError(`The org folder ${org} has a name nginx's try_files cannot take unquoted`);
    for (const { path, headers } of rules) {
      if (path.endsWith('/*')) {
        const prefix = checkedPath(path.slice(0, -1), org);
        const known = prefixes.get(prefix);
        if (!known) prefixes.set(prefix, { orgs: [org], headers });
        else if (!sameHeaders(known.headers, headers)) {
          throw new BuildError(
            `${org}/_headers gives ${path} other headers than ${known.orgs[0]}/_headers; one nginx location cannot send both`,
          );
        } else known.orgs.push(org);
        continue;
      }
      const taken = exact.get(checkedPath(path, org));
      if (taken)
        throw new BuildError(
          `${taken.org} and ${org} both have ${path}; serve them from separate server blocks, each with its own include (forms nginx-headers <folder> --org ${taken.org}, and --org ${org})`,
        );
      exact.set(path, { org, headers });
    }
  }
  const blocks: string[] = [];
  for (const [path, { org, headers }] of exact) {
    const what = `${org}/_headers ${path}`;
    blocks.push(
      [`location = ${path} {`, `    root ${quoted(`${siteFolder}/${org}`, what)};`, ...headerLines(headers, what), '}'].join('\n'),
    );
    const bare = path.slice(0, -1);
    if (path.endsWith('/') && bare !== '' && !exact.has(bare)) blocks.push(`location = ${bare} {\n    return 301 ${path}$is_args$args;\n}`);
  }
  for (const [prefix, { orgs: holders, headers }] of prefixes) {
    const what = `${holders[0]}/_headers ${prefix}*`;
    const tries = holders.map((org) => `/${org}$uri`).join(' ');
    blocks.push(
      [
        `location ^~ ${prefix} {`,
        `    root ${quoted(siteFolder, what)};`,
        `    try_files ${tries} =404;`,
        ...headerLines(headers, what),
        '}',
      ].join('\n'),
    );
  }
  return `# The pages built in ${siteFolder}, each with the headers of its _headers rule; written by
# \`forms nginx-headers\`. Write it again after every build: a page's Content-Security-Policy changes
# with its contents. Include it in the server block (proxy/deploy/nginx/forms.conf).
${blocks.join('\n')}
`;
}
