import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@lantern/contracts';
import { support, useCurrentAccount, useCurrentOrganization } from '@lantern/session';
import { Button, Card, TextField, useToast } from '@lantern/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 640px;
  label.area {
    display: grid;
    gap: 6px;
    font-weight: 600;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  textarea {
    font: inherit;
    min-height: 180px;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radius.md};
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    resize: vertical;
  }
  .error {
    color: ${(p) => p.theme.color.danger};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 400;
  }
`;

/** Contact Support: a message to the support team, answered by email. */
export function ContactSupport() {
  const org = useCurrentOrganization();
  const account = useCurrentAccount();
  const toast = useToast();
  const messageId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const send = useMutation({
    mutationFn: () =>
      support.createTicket({ organization_id: org!.id, account_id: account!.id, subject, message }),
    onSuccess: (res) => {
      toast.success(res.message);
      setSubject('');
      setMessage('');
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      subject: subject.trim() ? undefined : 'Subject is required',
      message: message.trim() ? undefined : 'Message is required',
    };
    setErrors(next);
    if (!next.subject && !next.message) send.mutate();
  };
  return (
    <Card>
      <h2>How can we help?</h2>
      <p>
        Tell us what you were doing and what you expected. We answer by email, usually within one business
        day.
      </p>
      <Form onSubmit={submit} noValidate>
        <TextField
          label="Subject"
          value={subject}
          maxLength={SUPPORT_SUBJECT_MAX}
          onChange={(e) => setSubject(e.target.value)}
          error={errors.subject}
        />
        <label className="area" htmlFor={messageId}>
          Message
          <textarea
            id={messageId}
            value={message}
            maxLength={SUPPORT_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
          />
          {errors.message && (
            <span className="error" id={`${messageId}-error`} role="alert">
              {errors.message}
            </span>
          )}
        </label>
        <div>
          <Button type="submit" disabled={send.isPending || !org || !account}>
            {send.isPending ? 'Sending...' : 'Send message'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
