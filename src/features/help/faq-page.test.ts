import { faqPageJsonLd } from './faq-page';

describe('faqPageJsonLd', () => {
  it('writes questions and answers as plain text, without markdown or HTML', () => {
    const faq = faqPageJsonLd([
      { question: 'How do I **buy** Bitcoin?', answer: 'Use an [ATM](/en/atms) or a **store**. See <a href="/help">help</a> &amp; fees.' },
    ]);
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How do I buy Bitcoin?',
          acceptedAnswer: { '@type': 'Answer', text: 'Use an ATM or a store. See help & fees.' },
        },
      ],
    });
  });

  it('skips items with an empty question or answer and is undefined when none is left', () => {
    const faq = faqPageJsonLd([
      { question: '', answer: 'a' },
      { question: 'Q?', answer: '  ' },
      { question: 'Fees?', answer: '## \n**1 %**' },
    ]);
    expect(faq?.mainEntity).toEqual([{ '@type': 'Question', name: 'Fees?', acceptedAnswer: { '@type': 'Answer', text: '1 %' } }]);
    expect(
      faqPageJsonLd([
        { question: '<b> </b>', answer: 'x' },
        { question: 'Q', answer: '<p></p>' },
      ]),
    ).toBeUndefined();
    expect(faqPageJsonLd([])).toBeUndefined();
  });
});
