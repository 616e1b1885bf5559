import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInfoResponse } from '@shared/schemas/site';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from '../support/test-app';

const TEAM = [
  { name: 'Ana Lima', role: 'Operator', photoUrl: 'https://cdn.example.com/ana.jpg', github: 'https://github.com/ana' },
  { name: 'Bo Chen', role: 'Support' },
];

let bare: TestApp;
let configured: TestApp;
beforeAll(async () => {
  bare = await createTestApp();
  configured = await createTestApp({
    SOCIAL_GITHUB_URL: 'https://github.com/acme',
    SOCIAL_X_URL: '',
    TEAM_MEMBERS: JSON.stringify(TEAM),
  });
});
afterAll(async () => {
  await bare.close();
  await configured.close();
});

describe('GET /site', () => {
  it('answers a signed-out visitor with no links and no team when nothing is configured', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    expect(siteInfoResponse.parse(res.json()).data).toEqual({
      social: { github: null, x: null, linkedin: null },
      team: [],
    });
  });

  it('answers the operator’s own links and team; an empty variable counts as unset', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      social: { github: 'https://github.com/acme', x: null, linkedin: null },
      team: [
        {
          name: 'Ana Lima',
          role: 'Operator',
          photoUrl: 'https://cdn.example.com/ana.jpg',
          github: 'https://github.com/ana',
          x: null,
          linkedin: null,
        },
        { name: 'Bo Chen', role: 'Support', photoUrl: null, github: null, x: null, linkedin: null },
      ],
    });
  });
});

describe('start-up validation of the social and team variables', () => {
  it('refuses a social link that is not an https address, naming the variable', () => {
    expect(() => loadConfig({ SOCIAL_LINKEDIN_URL: 'http://linkedin.com/company/acme' })).toThrow(
      /SOCIAL_LINKEDIN_URL: must be an https:\/\/ address/,
    );
    expect(() => loadConfig({ SOCIAL_X_URL: 'javascript:alert(1)' })).toThrow(
      /SOCIAL_X_URL: must be an https:\/\/ address/,
    );
    expect(() => loadConfig({ SOCIAL_GITHUB_URL: 'github.com/acme' })).toThrow(/SOCIAL_GITHUB_URL/);
  });

  it('refuses TEAM_MEMBERS that is not JSON, not a list, or has a bad member, naming where', () => {
    expect(() => loadConfig({ TEAM_MEMBERS: '[{name: Ana}' })).toThrow(/TEAM_MEMBERS: must be a JSON array/);
    expect(() => loadConfig({ TEAM_MEMBERS: '{"name":"Ana","role":"Operator"}' })).toThrow(
      /TEAM_MEMBERS: must be a JSON array/,
    );
    expect(() => loadConfig({ TEAM_MEMBERS: '[{"name":"Ana"}]' })).toThrow(/TEAM_MEMBERS\.0\.role/);
    expect(() =>
      loadConfig({ TEAM_MEMBERS: '[{"name":"Ana","role":"Operator","photoUrl":"http://x.test/a.jpg"}]' }),
    ).toThrow(/TEAM_MEMBERS\.0\.photoUrl: must be an https:\/\/ address/);
  });
});
