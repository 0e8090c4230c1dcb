/**
 * Marks the schema of an optional property for ajv's `JSONSchemaType`, which demands `nullable: true` on
 * every optional property (it treats `undefined` like `null`). An org file never means null: an empty
 * `logo:` line is a mistake to report, not an absent logo. So the runtime schema stays non-nullable and
 * only its type carries the flag.
 */
export function optional<S extends object>(schema: S): S & { nullable: true } {
  return schema as S & { nullable: true };
}
