/**
 * What a prototype pollution would change: the own keys of the built-in prototypes an answer's
 * `__proto__` or `constructor.prototype` could reach, and what a fresh object inherits as `polluted`.
 */
export function prototypeState(): Record<string, unknown> {
  return {
    object: Reflect.ownKeys(Object.prototype).map(String).sort(),
    array: Reflect.ownKeys(Array.prototype).map(String).sort(),
    function: Reflect.ownKeys(Function.prototype).map(String).sort(),
    inherited: ({} as Record<string, unknown>)['polluted'] ?? null,
  };
}
