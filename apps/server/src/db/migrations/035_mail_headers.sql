-- Header lines a mail carries besides its address and subject, as { name: value }: a newsletter
-- mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click unsubscribe), which mail
-- providers show as an Unsubscribe button. Null for mails that carry none.
alter table mail_outbox add column headers jsonb;
