declare module 'virtual:callable-endpoints' {
  /**
   * The rows of api/endpoints.ts whose answer has a schema (schemas/answers.ts), by name: built by
   * build/validators-plugin.ts, which fails the build when a schema names no row.
   */
  const endpoints: Readonly<
    Record<import('./answer-types.ts').CheckedEndpoint, import('./endpoints.ts').Endpoint>
  >;
  export default endpoints;
}
