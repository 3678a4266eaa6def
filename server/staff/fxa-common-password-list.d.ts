/** Mozilla's common-password list ships no types. */
declare module 'fxa-common-password-list' {
  export function test(password: string): boolean;
}
