/** The `never` check of a switch that covers every case: a case added later fails to compile here. */
export function unreachable(value: never): never {
  throw new Error(`Unexpected ${JSON.stringify(value)}`);
}
