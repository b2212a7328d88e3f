import { SCIM_MAX_RESULTS } from './scim-list';
import { GROUP_SCHEMA } from './scim-group';
import { ENTERPRISE_SCHEMA, USER_SCHEMA } from './scim-user';

/** RFC 7643 §5–7: what this server supports, so that an identity provider configures itself. */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/api/docs`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'API token',
        description: 'An API token with the scim scope, made in Integrations: Authorization: Bearer <token>.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  const resources = [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: USER_SCHEMA,
      schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: "A team of the organisation; its members are the people placed in it (a person is in one team at most).",
      schema: GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
  return { schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: resources.length, startIndex: 1, itemsPerPage: resources.length, Resources: resources };
}

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** A reference to a resource (a group's member, a user's group): its id, its name, and where it is. */
const memberAttributes = (type: 'User' | 'Group') => [
  attribute('value', 'string', { mutability: 'immutable', uniqueness: 'none' }),
  attribute('display', 'string', { mutability: 'readOnly' }),
  attribute('$ref', 'reference', { mutability: 'immutable', referenceTypes: [type] }),
  attribute('type', 'string', { mutability: 'immutable', canonicalValues: [type] }),
];

export function schemas(baseUrl: string) {
  const resources = [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: USER_SCHEMA,
      name: 'User',
      description: 'A person of the organisation; userName is their sign-in address.',
      attributes: [
        attribute('userName', 'string', { required: true, uniqueness: 'server' }),
        attribute('name', 'complex', { subAttributes: [attribute('givenName', 'string'), attribute('familyName', 'string'), attribute('formatted', 'string')] }),
        attribute('displayName', 'string'),
        attribute('externalId', 'string', { caseExact: true }),
        attribute('active', 'boolean'),
        attribute('emails', 'complex', { multiValued: true, mutability: 'readOnly', subAttributes: [attribute('value', 'string'), attribute('type', 'string'), attribute('primary', 'boolean')] }),
        attribute('groups', 'complex', { multiValued: true, mutability: 'readOnly', subAttributes: memberAttributes('Group') }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${USER_SCHEMA}` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: ENTERPRISE_SCHEMA,
      name: 'EnterpriseUser',
      description: "The person's team is their department.",
      attributes: [attribute('department', 'string')],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${ENTERPRISE_SCHEMA}` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: GROUP_SCHEMA,
      name: 'Group',
      description: 'A team of the organisation; displayName is unique in any case.',
      attributes: [
        attribute('displayName', 'string', { required: true, uniqueness: 'server' }),
        attribute('externalId', 'string', { caseExact: true }),
        attribute('members', 'complex', { multiValued: true, subAttributes: memberAttributes('User') }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${GROUP_SCHEMA}` },
    },
  ];
  return { schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: resources.length, startIndex: 1, itemsPerPage: resources.length, Resources: resources };
}
