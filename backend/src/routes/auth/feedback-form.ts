import type Router from '@koa/router';
import type { Services } from '../../services';

/** The feedback form the client shows now and then (docs/PRODUCT.md §4), when one is configured. */
export function feedbackFormRoute(router: Router, { config }: Services): void {
  router.get('/api/v1/feedback_form', (ctx) => {
    const form = config.feedbackForm;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = form ? { url: form.url, created_at: form.createdAt } : { error: 'Feedback form is not configured' };
  });
}
