// One invoice as a React-PDF document: who issues it (the brand), the organization billed, the
// period, every line (description, quantity and unit, unit price, amount) and the totals (subtotal,
// paid, due, total) in USD with 2 decimals. The built-in Helvetica only: no font is fetched.
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Invoice } from '../../../shared/billing/invoice';
import { messages } from '../messages';
import { periodText, shortDate } from '../rules';
import { formatCurrency, formatNumber } from '@kernel/sdk';

const s = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', color: '#222' },
  head: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 24 },
  brand: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  title: { fontSize: 20, fontFamily: 'Helvetica-Bold', textAlign: 'right' },
  muted: { color: '#666' },
  block: { marginBottom: 16 },
  label: { fontSize: 8, color: '#666', textTransform: 'uppercase', marginBottom: 2 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ccc', paddingVertical: 4 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#222', paddingBottom: 4, fontFamily: 'Helvetica-Bold' },
  description: { flex: 3 },
  quantity: { flex: 1.4, textAlign: 'right' },
  price: { flex: 1.2, textAlign: 'right' },
  amount: { flex: 1.2, textAlign: 'right' },
  totals: { marginTop: 12, marginLeft: 'auto', width: 220 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grand: { fontFamily: 'Helvetica-Bold', fontSize: 12, borderTopWidth: 1, borderTopColor: '#222', marginTop: 4, paddingTop: 4 },
  footer: { position: 'absolute', bottom: 30, left: 40, right: 40, fontSize: 8, color: '#666', textAlign: 'center' },
});

const usd = (text: string) => formatCurrency(Number(text));
const m = messages.invoices;

export function InvoiceDocument({ invoice, brandName }: { invoice: Invoice; brandName: string }) {
  const totals: [string, string][] = [
    [m.subtotal, invoice.subtotalUsd],
    [m.paid, invoice.paidUsd],
    [m.due, invoice.dueUsd],
  ];
  return (
    <Document title={`${m.number} ${invoice.number}`} author={brandName} subject={`${invoice.organization.name} ${periodText(invoice.periodStart, invoice.periodEnd)}`} creator={brandName} producer={brandName}>
      <Page size="A4" style={s.page}>
        <View style={s.head}>
          <View>
            <Text style={s.brand}>{brandName}</Text>
          </View>
          <View>
            <Text style={s.title}>{m.pdfTitle}</Text>
            <Text style={{ textAlign: 'right' }}>
              {m.number} {invoice.number}
            </Text>
            <Text style={[s.muted, { textAlign: 'right' }]}>
              {m.issued} {shortDate(invoice.issuedAt)} · {m.statuses[invoice.status] ?? invoice.status}
            </Text>
          </View>
        </View>
        <View style={s.block}>
          <Text style={s.label}>{m.billedTo}</Text>
          <Text>{invoice.organization.name}</Text>
          <Text style={s.muted}>
            {m.account} {invoice.organization.id}
          </Text>
        </View>
        <View style={s.block}>
          <Text style={s.label}>{m.period}</Text>
          <Text>{periodText(invoice.periodStart, invoice.periodEnd)}</Text>
        </View>
        <View style={s.headRow}>
          <Text style={s.description}>{m.description}</Text>
          <Text style={s.quantity}>{m.quantity}</Text>
          <Text style={s.price}>{m.unitPrice}</Text>
          <Text style={s.amount}>{m.amount}</Text>
        </View>
        {invoice.lines.length === 0 && <Text style={[s.muted, { paddingVertical: 6 }]}>{m.noLines}</Text>}
        {invoice.lines.map((line, i) => (
          <View key={`${line.key}-${i}`} style={s.row} wrap={false}>
            <Text style={s.description}>{line.description}</Text>
            <Text style={s.quantity}>
              {formatNumber(line.quantity)} {line.unit}
            </Text>
            <Text style={s.price}>{usd(line.unitPriceUsd)}</Text>
            <Text style={s.amount}>{usd(line.amountUsd)}</Text>
          </View>
        ))}
        <View style={s.totals}>
          {totals.map(([label, value]) => (
            <View key={label} style={s.totalRow}>
              <Text>{label}</Text>
              <Text>{usd(value)}</Text>
            </View>
          ))}
          <View style={[s.totalRow, s.grand]}>
            <Text>{m.total}</Text>
            <Text>
              {usd(invoice.totalUsd)} {invoice.currency}
            </Text>
          </View>
        </View>
        <Text style={s.footer} fixed>
          {m.footer(brandName)}
        </Text>
      </Page>
    </Document>
  );
}
