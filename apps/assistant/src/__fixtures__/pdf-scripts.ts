/**
 * What a good model answers for the pdf requests of the end-to-end tests (test helper): the intent and plan of "find
 * the pdf files in docs", and of "read the pdf files in docs" (two steps, so an L2 path).
 */
export const pdfIntent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] });
export const pdfPlan = JSON.stringify({ steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } }], fillers: {}, final_message: 'Found ${step1.count} PDF files.' });
export const readIntent = JSON.stringify({ verb: 'read', object: 'files', keywords: ['pdf'] });
export const readPlan = JSON.stringify({
  steps: [
    { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
    { tool: 'read_files', args: { from_step: 1 } },
  ],
  fillers: {},
  final_message: 'Read ${step2.count} files.',
});
