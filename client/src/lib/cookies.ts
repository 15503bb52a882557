/** The value of the cookie `name` in a `document.cookie` string, if the browser holds it. */
export function cookieValue(
  name: string,
  cookies: string = globalThis.document?.cookie ?? '',
): string | undefined {
  return cookies
    .split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
