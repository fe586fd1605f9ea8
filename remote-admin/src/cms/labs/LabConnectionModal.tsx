import { ApiOutlined } from '@ant-design/icons';
import { LAB_CONNECTION_MESSAGES as M, type LabConnection, type LabConnectionTestResponse } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { FormField, useLoadedData, useSubmit } from '@lab/shared/react';
import { Alert, Button, Checkbox, Flex, Input, Modal, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { CmsFormModal } from '../list/CmsFormModal';
import { connectionBody, connectionFormValues, connectionTestBody, type ConnectionFormValues } from './connection-form';
import { fetchLabConnection, saveLabConnection, testLabConnection } from './lab-connection-api';

interface Props {
  lab: { id: number; name: string };
  onClose(): void;
}

/** The form once the connection is loaded. */
function ConnectionForm({ lab, connection, onClose }: Props & { connection: LabConnection }) {
  const [values, setValues] = useState<ConnectionFormValues>(() => connectionFormValues(connection));
  const set = (patch: Partial<ConnectionFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const saving = useSubmit((body: Parameters<typeof saveLabConnection>[1]) => saveLabConnection(lab.id, body), M.saveFailed);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<LabConnectionTestResponse | { ok: false; message: string } | null>(null);

  async function save() {
    const built = connectionBody(values);
    if ('error' in built) return saving.setError(built.error);
    if (await saving.submit(built.body)) onClose();
  }

  async function test() {
    setTesting(true);
    setTested(null);
    try {
      setTested(await testLabConnection(lab.id, connectionTestBody(values)));
    } catch (failure) {
      setTested({ ok: false, message: errorText(failure, M.testFailed) });
    } finally {
      setTesting(false);
    }
  }

  return (
    <CmsFormModal title={M.title(lab.name)} busy={saving.busy} error={saving.error} onSubmit={() => void save()} onCancel={onClose}>
      <FormField id="lab-connection-url" label="FHIR Base URL" required hint={connection.url_from_environment ? M.urlFromEnvironment(connection.url_variable) : undefined}>
        <Input id="lab-connection-url" type="url" maxLength={2000} placeholder="https://fhir.lab.example/r4" value={values.base_url} onChange={(e) => set({ base_url: e.target.value })} />
      </FormField>
      <Flex gap={8} align="center">
        <Switch id="lab-connection-enabled" checked={values.enabled} onChange={(enabled) => set({ enabled })} />
        <label htmlFor="lab-connection-enabled">Orders go out to this lab</label>
      </Flex>
      <FormField
        id="lab-connection-credential"
        label="Credential (bearer token)"
        hint={connection.credential_from_environment ? M.credentialFromEnvironment(connection.credential_variable) : connection.credential_set ? M.credentialSet : M.credentialNotSet}
      >
        <Input.Password
          id="lab-connection-credential"
          autoComplete="new-password"
          maxLength={4000}
          disabled={values.clear_credential}
          placeholder={connection.credential_set ? '••••••••' : undefined}
          value={values.credential}
          onChange={(e) => set({ credential: e.target.value })}
        />
      </FormField>
      {connection.credential_set && (
        <Checkbox checked={values.clear_credential} onChange={(e) => set({ clear_credential: e.target.checked, credential: '' })}>
          Clear the stored credential
        </Checkbox>
      )}
      <Checkbox checked={values.allow_private_network} onChange={(e) => set({ allow_private_network: e.target.checked })}>
        Allow a private network address (the lab runs inside our network)
      </Checkbox>
      <Flex vertical gap={8}>
        <div>
          <Button icon={<ApiOutlined />} loading={testing} onClick={() => void test()}>
            Test connection
          </Button>
        </div>
        {tested && <Alert type={tested.ok ? 'success' : 'error'} showIcon title={tested.message} />}
      </Flex>
      <Typography.Text type="secondary">{`Provider key: ${connection.provider ?? 'set when first saved'}`}</Typography.Text>
    </CmsFormModal>
  );
}

/** A lab's connection to its external lab (super_admin): URL, on/off, credential (write-only), private network, Test connection. */
export function LabConnectionModal({ lab, onClose }: Props) {
  const loaded = useLoadedData(() => fetchLabConnection(lab.id), [lab.id]);
  if (loaded.data) return <ConnectionForm lab={lab} connection={loaded.data} onClose={onClose} />;
  return (
    <Modal open title={M.title(lab.name)} footer={null} onCancel={onClose} width={640}>
      {loaded.error ? <Alert type="error" showIcon title={errorText(loaded.error, M.loadFailed)} /> : <Spin />}
    </Modal>
  );
}
