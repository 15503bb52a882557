export function UnsubscribeScreen() {
  return null;
}
