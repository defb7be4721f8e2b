declare module 'virtual:validators' {
  export interface CompiledValidator {
    (data: unknown): boolean;
    errors?: { instancePath: string; schemaPath: string; message?: string }[] | null;
  }
  /** Standalone validators compiled at build time by build/validators-plugin.ts, by schema name. */
  const validators: Record<string, CompiledValidator | undefined>;
  export default validators;
}

declare module 'virtual:answer-validators' {
  /** Standalone validators of the calls' answers (schemas/answers.ts), by endpoint name. */
  const validators: Record<string, import('virtual:validators').CompiledValidator | undefined>;
  export default validators;
}
