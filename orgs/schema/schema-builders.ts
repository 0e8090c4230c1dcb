/**
 * The two JSON Schema shapes of the org file that TypeBox (https://github.com/sinclairzx81/typebox)
 * does not write the way the schema needs them: a closed object (every object of an org file refuses
 * unknown properties) and a string enum (`{ type: 'string', enum: [...] }`, which editors show as a
 * list, where TypeBox's `Type.Union` of literals would write an `anyOf`). Both carry their static type,
 * so `Static<typeof schema>` is the type of the value the schema accepts.
 */
import { type TObject, type TProperties, type TUnsafe, Type } from '@sinclair/typebox';

/** An object with exactly `properties` (`additionalProperties: false`); `description` is its editor hint. */
export function strictObject<P extends TProperties>(properties: P, description: string): TObject<P> {
  return Type.Object(properties, { description, additionalProperties: false });
}

/** A string that is one of `values`, typed as their union; `description` is its editor hint. */
export function stringEnum<const V extends readonly string[]>(values: V, description: string): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], description });
}
