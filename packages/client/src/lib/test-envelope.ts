/** A `/api` answer in the envelope. */
export function envelope(data: unknown, code = 0, message = 'success', status = code === 0 ? 200 : code): Response {
  return new Response(JSON.stringify({ status, data, result: { code, message } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
