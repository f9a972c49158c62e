import io.realm.kotlin.ext.backlinks
import io.realm.kotlin.ext.realmDictionaryOf
import io.realm.kotlin.ext.realmListOf
import io.realm.kotlin.ext.realmSetOf
import io.realm.kotlin.query.RealmResults
import io.realm.kotlin.types.EmbeddedRealmObject
import io.realm.kotlin.types.RealmAny
import io.realm.kotlin.types.RealmDictionary
import io.realm.kotlin.types.RealmInstant
import io.realm.kotlin.types.RealmList
import io.realm.kotlin.types.RealmObject
import io.realm.kotlin.types.RealmSet
import io.realm.kotlin.types.RealmUUID
import io.realm.kotlin.types.annotations.FullText
import io.realm.kotlin.types.annotations.Index
import io.realm.kotlin.types.annotations.PersistedName
import io.realm.kotlin.types.annotations.PrimaryKey
import org.mongodb.kbson.BsonObjectId
import org.mongodb.kbson.Decimal128

class AllTypes : RealmObject {
    @PrimaryKey
    var id: Long = 0
    var boolReq: Boolean = false
    var boolOpt: Boolean? = null
    var intReq: Long = 0
    var intOpt: Long? = null
    var floatReq: Float = 0f
    var floatOpt: Float? = null
    var doubleReq: Double = 0.0
    var doubleOpt: Double? = null
    var stringReq: String = ""
    var stringOpt: String? = null
    var dataReq: ByteArray = byteArrayOf()
    var dataOpt: ByteArray? = null
    var dateReq: RealmInstant = RealmInstant.from(0, 0)
    var dateOpt: RealmInstant? = null
    var decimalReq: Decimal128 = Decimal128("0")
    var decimalOpt: Decimal128? = null
    var objectIdReq: BsonObjectId = BsonObjectId()
    var objectIdOpt: BsonObjectId? = null
    var uuidReq: RealmUUID = RealmUUID.random()
    var uuidOpt: RealmUUID? = null
    var anyValue: RealmAny? = null
    var intList: RealmList<Long> = realmListOf()
    var intOptList: RealmList<Long?> = realmListOf()
    var boolList: RealmList<Boolean> = realmListOf()
    var floatList: RealmList<Float> = realmListOf()
    var doubleList: RealmList<Double> = realmListOf()
    var stringList: RealmList<String> = realmListOf()
    var stringOptList: RealmList<String?> = realmListOf()
    var dataList: RealmList<ByteArray> = realmListOf()
    var dateList: RealmList<RealmInstant> = realmListOf()
    var decimalList: RealmList<Decimal128> = realmListOf()
    var objectIdList: RealmList<BsonObjectId> = realmListOf()
    var uuidList: RealmList<RealmUUID> = realmListOf()
    var mixedList: RealmList<RealmAny?> = realmListOf()
    var intSet: RealmSet<Long> = realmSetOf()
    var stringSet: RealmSet<String> = realmSetOf()
    var doubleSet: RealmSet<Double> = realmSetOf()
    var dateSet: RealmSet<RealmInstant> = realmSetOf()
    var dataSet: RealmSet<ByteArray> = realmSetOf()
    var uuidOptSet: RealmSet<RealmUUID?> = realmSetOf()
    var mixedSet: RealmSet<RealmAny?> = realmSetOf()
    var intDict: RealmDictionary<Long> = realmDictionaryOf()
    var stringOptDict: RealmDictionary<String?> = realmDictionaryOf()
    var doubleDict: RealmDictionary<Double> = realmDictionaryOf()
    var boolOptDict: RealmDictionary<Boolean?> = realmDictionaryOf()
    var decimalDict: RealmDictionary<Decimal128> = realmDictionaryOf()
    var objectIdDict: RealmDictionary<BsonObjectId> = realmDictionaryOf()
    var dateOptDict: RealmDictionary<RealmInstant?> = realmDictionaryOf()
    var mixedDict: RealmDictionary<RealmAny?> = realmDictionaryOf()
}
