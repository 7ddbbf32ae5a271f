// The dashboard as a PDF (issue 10 point 15). @react-pdf/renderer (~445 kB gzip) is imported only
// here, and this module only when a report is made: no page load pays for it.
import { Document, Image, Page, pdf, Polyline, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { CHART, type ReportData } from './reportData';

const styles = StyleSheet.create({
  page: { padding: 32, fontSize: 10, fontFamily: 'Helvetica', color: '#1d2433' },
  header: { flexDirection: 'row', alignItems: 'center', marginBottom: 16 },
  logo: { width: 36, height: 36, marginRight: 12 },
  brand: { fontSize: 18, fontFamily: 'Helvetica-Bold' },
  muted: { color: '#5b6478' },
  grid: { flexDirection: 'row', flexWrap: 'wrap', marginHorizontal: -6 },
  card: { width: '50%', padding: 6 },
  cardBox: { border: '1pt solid #d9dde7', borderRadius: 4, padding: 10 },
  label: { color: '#5b6478', marginBottom: 4 },
  value: { fontSize: 20, fontFamily: 'Helvetica-Bold', marginBottom: 6 },
});

export function DashboardDocument({ data, title }: { data: ReportData; title: string }) {
  return (
    <Document title={`${data.brandName} — ${title}`} author={data.brandName}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          {data.logo && <Image src={data.logo} style={styles.logo} />}
          <View>
            <Text style={styles.brand}>{data.brandName}</Text>
            <Text>
              {title}: {data.accountName}
            </Text>
            <Text style={styles.muted}>{data.window}</Text>
          </View>
        </View>
        <View style={styles.grid}>
          {data.cards.map((card, i) => (
            <View key={i} style={styles.card} wrap={false}>
              <View style={styles.cardBox}>
                <Text style={styles.label}>{card.label}</Text>
                <Text style={styles.value}>{card.value}</Text>
                {card.error ? (
                  <Text style={styles.muted}>{card.error}</Text>
                ) : card.points ? (
                  <Svg width={CHART.width} height={CHART.height} viewBox={`0 0 ${CHART.width} ${CHART.height}`}>
                    <Polyline points={card.points} stroke="#3454d1" strokeWidth={1.5} fill="none" />
                  </Svg>
                ) : null}
              </View>
            </View>
          ))}
        </View>
        <Text style={[styles.muted, { marginTop: 12 }]}>{data.generated}</Text>
      </Page>
    </Document>
  );
}

/**
 * @react-pdf/layout asks `Buffer.isBuffer(src)` of an image's source, and browsers have no Buffer:
 * the logo would be dropped with a "Buffer is not defined" warning. For the time of one render the
 * page gets a Buffer that says no (every source here is a data URL string), then loses it again.
 */
async function withBufferCheck<T>(render: () => Promise<T>): Promise<T> {
  const scope = globalThis as { Buffer?: unknown };
  if (scope.Buffer !== undefined) return render();
  scope.Buffer = { isBuffer: () => false };
  try {
    return await render();
  } finally {
    delete scope.Buffer;
  }
}

export async function renderReport(data: ReportData, title: string): Promise<Blob> {
  return withBufferCheck(() => pdf(<DashboardDocument data={data} title={title} />).toBlob());
}
