// The dashboard report's PDF document (issue 10 point 15): drawn by the console when a user
// downloads it (DashboardReport.tsx, loaded on the first click) and by the server for scheduled
// reports (server/reports/renderReport.tsx). Imports @react-pdf/renderer and reportData only.
import { Document, Image, Page, Polyline, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
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
