// File: AllTypes.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class AllTypes extends RealmObject {
    @PrimaryKey
    public long id;
    public boolean boolReq;
    public Boolean boolOpt;
    public long intReq;
    public Long intOpt;
    public float floatReq;
    public Float floatOpt;
    public double doubleReq;
    public Double doubleOpt;
    @Required
    public String stringReq;
    public String stringOpt;
    @Required
    public byte[] dataReq;
    public byte[] dataOpt;
    @Required
    public Date dateReq;
    public Date dateOpt;
    @Required
    public Decimal128 decimalReq;
    public Decimal128 decimalOpt;
    @Required
    public ObjectId objectIdReq;
    public ObjectId objectIdOpt;
    @Required
    public UUID uuidReq;
    public UUID uuidOpt;
    public RealmAny anyValue;
    @Required
    public RealmList<Long> intList;
    public RealmList<Long> intOptList;
    @Required
    public RealmList<Boolean> boolList;
    @Required
    public RealmList<Float> floatList;
    @Required
    public RealmList<Double> doubleList;
    @Required
    public RealmList<String> stringList;
    public RealmList<String> stringOptList;
    @Required
    public RealmList<byte[]> dataList;
    @Required
    public RealmList<Date> dateList;
    @Required
    public RealmList<Decimal128> decimalList;
    @Required
    public RealmList<ObjectId> objectIdList;
    @Required
    public RealmList<UUID> uuidList;
    public RealmList<RealmAny> mixedList;
    @Required
    public RealmSet<Long> intSet;
    @Required
    public RealmSet<String> stringSet;
    @Required
    public RealmSet<Double> doubleSet;
    @Required
    public RealmSet<Date> dateSet;
    @Required
    public RealmSet<byte[]> dataSet;
    public RealmSet<UUID> uuidOptSet;
    public RealmSet<RealmAny> mixedSet;
    @Required
    public RealmDictionary<Long> intDict;
    public RealmDictionary<String> stringOptDict;
    @Required
    public RealmDictionary<Double> doubleDict;
    public RealmDictionary<Boolean> boolOptDict;
    @Required
    public RealmDictionary<Decimal128> decimalDict;
    @Required
    public RealmDictionary<ObjectId> objectIdDict;
    public RealmDictionary<Date> dateOptDict;
    public RealmDictionary<RealmAny> mixedDict;
}
