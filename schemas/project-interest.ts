/** The visitor's interest in a project (assumed): the status call's and the save call's answer. */
export const projectInterestSchema = {
  type: 'object',
  description: "The signed-in visitor's interest in the project.",
  properties: { status: { type: 'integer', description: '1 interested, 0 not yet' } },
  required: ['status'],
} as const;
