/** antd's Form.Item props for the message under a field: red once the schema form (or the server) has something to say. */
export function fieldStatus(error: string | undefined) {
  return { validateStatus: error ? ('error' as const) : undefined, help: error };
}
