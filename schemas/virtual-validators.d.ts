declare module 'virtual:validators' {
  interface CompiledValidator {
    (data: unknown): boolean;
    errors?: { instancePath: string; schemaPath: string; message?: string }[] | null;
  }
  /** Standalone validators compiled at build time by build/validators-plugin.ts, by schema name. */
  const validators: Record<string, CompiledValidator | undefined>;
  export default validators;
}
