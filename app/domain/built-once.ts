/**
 * A value built on its first use. Domain modules wrap their zod schemas in it, so a page whose
 * browser code imports only a module's constants or helpers (units, labels, formatting) does not
 * download zod: the bundler drops an unused `builtOnce(...)` together with everything it would
 * build, which it cannot do for a schema built when the module loads.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
