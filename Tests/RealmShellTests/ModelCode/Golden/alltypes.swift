import RealmSwift

class AllTypes: Object {
    @Persisted(primaryKey: true) var id: Int
    @Persisted var boolReq: Bool
    @Persisted var boolOpt: Bool?
    @Persisted var intReq: Int
    @Persisted var intOpt: Int?
    @Persisted var floatReq: Float
    @Persisted var floatOpt: Float?
    @Persisted var doubleReq: Double
    @Persisted var doubleOpt: Double?
    @Persisted var stringReq: String
    @Persisted var stringOpt: String?
    @Persisted var dataReq: Data
    @Persisted var dataOpt: Data?
    @Persisted var dateReq: Date
    @Persisted var dateOpt: Date?
    @Persisted var decimalReq: Decimal128
    @Persisted var decimalOpt: Decimal128?
    @Persisted var objectIdReq: ObjectId
    @Persisted var objectIdOpt: ObjectId?
    @Persisted var uuidReq: UUID
    @Persisted var uuidOpt: UUID?
    @Persisted var anyValue: AnyRealmValue
    @Persisted var intList: List<Int>
    @Persisted var intOptList: List<Int?>
    @Persisted var boolList: List<Bool>
    @Persisted var floatList: List<Float>
    @Persisted var doubleList: List<Double>
    @Persisted var stringList: List<String>
    @Persisted var stringOptList: List<String?>
    @Persisted var dataList: List<Data>
    @Persisted var dateList: List<Date>
    @Persisted var decimalList: List<Decimal128>
    @Persisted var objectIdList: List<ObjectId>
    @Persisted var uuidList: List<UUID>
    @Persisted var mixedList: List<AnyRealmValue>
    @Persisted var intSet: MutableSet<Int>
    @Persisted var stringSet: MutableSet<String>
    @Persisted var doubleSet: MutableSet<Double>
    @Persisted var dateSet: MutableSet<Date>
    @Persisted var dataSet: MutableSet<Data>
    @Persisted var uuidOptSet: MutableSet<UUID?>
    @Persisted var mixedSet: MutableSet<AnyRealmValue>
    @Persisted var intDict: Map<String, Int>
    @Persisted var stringOptDict: Map<String, String?>
    @Persisted var doubleDict: Map<String, Double>
    @Persisted var boolOptDict: Map<String, Bool?>
    @Persisted var decimalDict: Map<String, Decimal128>
    @Persisted var objectIdDict: Map<String, ObjectId>
    @Persisted var dateOptDict: Map<String, Date?>
    @Persisted var mixedDict: Map<String, AnyRealmValue>
}
