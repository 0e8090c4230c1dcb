/**
 * The `embed` block of an org file: the websites allowed to show the org's forms inside their own pages
 * (an `<iframe>`). Their origins become the pages' `frame-ancestors` policy and the only parents the
 * embedded page talks to over `postMessage`; an org without the block cannot be framed at all.
 */
import { Type } from '@sinclair/typebox';
import { patterns } from './patterns.ts';
import { strictObject } from './schema-builders.ts';

export const embedSchema = strictObject(
  {
    origins: Type.Array(
      Type.String({
        pattern: patterns.embedOrigin.pattern,
        description: "A site that may show the org's forms in a frame, e.g. https://www.jhrtrust.org.",
      }),
      {
        minItems: 1,
        uniqueItems: true,
        description: "The sites (origins) allowed to embed the org's forms: https://host or https://host:port.",
      },
    ),
  },
  "Embedding the org's forms in other websites' pages. Absent: no site may frame them.",
);
