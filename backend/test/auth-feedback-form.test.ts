import { DEFAULT_FEEDBACK_FORM_CREATED_AT } from '../src/config';
import { describeEachDb } from './support/each-db';

describeEachDb('feedback form: not configured', (server) => {
  it('answers an error object', async () => {
    const res = await server().request().get('/api/v1/feedback_form').expect(200);
    expect(res.body).toEqual({ error: 'Feedback form is not configured' });
  });
});

describeEachDb(
  'feedback form: configured',
  (server) => {
    it('answers the url and its date', async () => {
      const res = await server().request().get('/api/v1/feedback_form').expect(200);
      expect(res.body).toEqual({ url: 'https://forms.example.com/basalt', created_at: '2025-03-01T10:00:00.000Z' });
    });
  },
  {
    BASALT_FEEDBACK_FORM_URL: 'https://forms.example.com/basalt',
    BASALT_FEEDBACK_FORM_CREATED_AT: '2025-03-01T10:00:00.000Z',
  },
);

describeEachDb(
  'feedback form: configured without a date',
  (server) => {
    it('answers a fixed date', async () => {
      const res = await server().request().get('/api/v1/feedback_form').expect(200);
      expect(res.body).toEqual({
        url: 'https://forms.example.com/other',
        created_at: DEFAULT_FEEDBACK_FORM_CREATED_AT,
      });
    });
  },
  { BASALT_FEEDBACK_FORM_URL: 'https://forms.example.com/other' },
);
