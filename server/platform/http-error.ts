/** An error that becomes a response with this status and `{"error_detail": message}`. */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}
