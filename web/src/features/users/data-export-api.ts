import { useMutation } from '@tanstack/react-query';
import { request } from '@web/api/client';

/**
 * GET /users/export: everything Workify holds about the person, saved as a JSON file. A
 * mutation, not a query: it runs when asked (the step-up dialog may ask the password first).
 */
export const useDataExport = () =>
  useMutation({
    mutationFn: async () => {
      const { body } = await request('/users/export', { answer: 'dataExport' });
      const url = URL.createObjectURL(new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `workify-data-${body.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
