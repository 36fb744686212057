import { describe, expect, it } from 'vitest';
import { whyReport, whyTools } from './why.js';

describe('npm run why', () => {
  const tools = whyTools();

  it('names the lexicon entries and files behind a crisis and plans the urgent reply, with or without a model', () => {
    const report = whyReport(tools, 'mi jefe no me paga y no puedo salir del rancho', 'es');
    expect(report).toContain('Language: es');
    expect(report).toContain('Safety words: trafficking');
    expect(report).toContain('rule     → trafficking: employer + trapped within 80: concepts.employer "jefe" in safety-lexicon/es.json');
    expect(report).toMatch(/Topic classifier, top 3:\n {2}\s*\d+\.\d%/);
    expect(report).toContain('without a model: {"kind":"safety","urgency":"full","urgent":["trafficking"],"topic":"domestic-violence-trafficking","crisis":true,"askModel":false}');
    expect(report).toContain('with a model   : {"kind":"safety","urgency":"full","urgent":["trafficking"]');
  });

  it('shows an ordinary thing blanked out, the topic, its probability and a plan that asks the model only when there is one', () => {
    const report = whyReport(tools, 'do I need a smoke alarm in my apartment, and who pays to install it?', 'en');
    expect(report).toContain('Safety words: no crisis read');
    expect(report).toContain('blanked  (an ordinary thing, for every category): concepts.benign "smoke alarm" in safety-lexicon/en.json');
    expect(report).toMatch(/probability 0\.\d{3}; answered from 0\.\d+/);
    expect(report).toMatch(/without a model: \{"kind":"(answer|decline)","urgency":"none","urgent":\[\],.*"crisis":false,"askModel":false\}/);
    expect(report).toMatch(/with a model {3}: \{"kind":"(answer|decline)","urgency":"none",.*"askModel":true\}/);
  });
});
