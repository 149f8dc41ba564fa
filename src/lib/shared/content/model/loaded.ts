/**
 * A content value as a page receives it from its GraphQL query (types in src/gatsby-types.d.ts,
 * generated from the zod schemas through src/lib/build-time/content/graphql-types.ts): lists are read-only, a
 * field the JSON may leave out arrives as null, and enums and literals are plain strings and
 * numbers. Components take `Loaded<...>` props, so a query's result and a JSON fixture both fit
 * them without a cast.
 */
export type Loaded<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends null | undefined
        ? T
        : T extends ReadonlyArray<infer Item>
          ? ReadonlyArray<Loaded<Item>>
          : T extends object
            ? { readonly [Key in keyof T]: undefined extends T[Key] ? Loaded<Exclude<T[Key], undefined>> | null | undefined : Loaded<T[Key]> }
            : T
